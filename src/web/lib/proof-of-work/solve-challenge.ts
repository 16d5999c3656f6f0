import { solveChallenge as solveHere, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { setSolving } from './challenge-status';

/** In a worker when the browser has them, so the page stays responsive; else on the page itself. */
function solveInWorker(challenge: Challenge): Promise<Solution | null> {
  if (typeof Worker === 'undefined') return solveHere({ challenge, deriveKey });
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./solver.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<Solution | null>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message));
    };
    worker.postMessage(challenge);
  });
}

/** Without WebCrypto (plain HTTP that is not localhost): PBKDF2 in JavaScript, on the page. */
async function solveInJs(challenge: Challenge): Promise<Solution | null> {
  const { deriveKeyInJs } = await import('./derive-key-in-js');
  return solveHere({ challenge, deriveKey: deriveKeyInJs });
}

/**
 * Solves the challenge a 428 CHALLENGE_REQUIRED answer carried (its header's value) and returns
 * what to send back in PROOF_HEADER; null when it could not be solved. While it works, forms say
 * "Checking this is you…".
 */
export async function solveChallenge(header: string): Promise<string | null> {
  setSolving(true);
  try {
    const challenge = JSON.parse(atob(header)) as Challenge;
    const solution = globalThis.crypto?.subtle ? await solveInWorker(challenge) : await solveInJs(challenge);
    return solution ? btoa(JSON.stringify({ challenge, solution })) : null;
  } catch {
    return null;
  } finally {
    setSolving(false);
  }
}
