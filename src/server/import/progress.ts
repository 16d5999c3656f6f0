/** One long step's bar: `update` with how much is done (of `total` when known), `finish` at the end. */
export interface ProgressBar {
  update(done: number): void;
  finish(): void;
}

const WIDTH = 24;
const EVERY_MS = 100;

/**
 * Progress bars for the import's long steps, drawn on stderr (so the report on stdout stays clean)
 * and only when stderr is a terminal: quiet in tests, pipes and logs.
 */
export class Progress {
  constructor(private readonly out: NodeJS.WriteStream | undefined = process.stderr) {}

  static quiet(): Progress {
    return new Progress(undefined);
  }

  start(label: string, total?: number, unit: 'rows' | 'bytes' = 'rows'): ProgressBar {
    const out = this.out?.isTTY ? this.out : undefined;
    if (!out) return { update() {}, finish() {} };
    const started = Date.now();
    let drawn = 0;
    const amount = (value: number) =>
      unit === 'bytes' ? `${(value / 1e6).toFixed(1)} MB` : value.toLocaleString('en-IN');
    const draw = (done: number) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      if (total) {
        const share = Math.min(1, done / total);
        const bar = '#'.repeat(Math.round(share * WIDTH)).padEnd(WIDTH, '-');
        out.write(`\r${label} [${bar}] ${Math.floor(share * 100)}% of ${amount(total)} ${seconds}s `);
      } else out.write(`\r${label}: ${amount(done)} ${seconds}s `);
    };
    return {
      update(done) {
        if (Date.now() - drawn < EVERY_MS) return;
        drawn = Date.now();
        draw(done);
      },
      finish() {
        draw(total ?? 0);
        out.write('\n');
      },
    };
  }
}
