import { useId, useState, type KeyboardEvent } from 'react';
import { X } from 'lucide-react';
import { canonicalBarcode, productBarcodeProblem } from '../../../../domain/barcodes';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/field';

/**
 * A product's barcodes as chips, with a field to add one: a USB scanner types the code and Enter,
 * and Enter adds it (never submits the dialog). A bad code is refused beside the field, in words.
 */
export function BarcodeChips({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (barcodes: string[]) => void;
  /** The save's own refusal (a code already on another product). */
  error?: string;
}) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error;

  const add = () => {
    if (!typed.trim()) return;
    const found = productBarcodeProblem(typed);
    if (found) return setProblem(found);
    const code = canonicalBarcode(typed);
    if (value.includes(code)) return setProblem(`${code} is already in the list`);
    onChange([...value, code]);
    setTyped('');
    setProblem(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>
        Barcodes<span className="ml-1 font-normal text-sand-600">(optional)</span>
      </Label>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Barcodes of this product">
          {value.map((code) => (
            <li
              key={code}
              className="inline-flex items-center gap-1 rounded-full bg-sand-100 py-0.5 pl-3 text-sm text-sand-900 tabular-nums"
            >
              {code}
              <Button
                variant="ghost"
                className="min-h-9 min-w-9 rounded-full p-0"
                aria-label={`Remove barcode ${code}`}
                onClick={() => onChange(value.filter((each) => each !== code))}
              >
                <X aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <Input
          id={id}
          inputMode="numeric"
          autoComplete="off"
          placeholder="Scan or type, then Enter"
          value={typed}
          invalid={!!shown}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            setTyped(event.target.value);
            setProblem(null);
          }}
          onKeyDown={onKeyDown}
        />
        <Button variant="outline" onClick={add}>
          Add
        </Button>
      </div>
      <p
        id={`${id}-hint`}
        className={shown ? 'text-sm font-semibold text-red-700' : 'text-sm text-sand-600'}
        role={shown ? 'alert' : undefined}
      >
        {shown ?? 'EAN-13, EAN-8 or UPC-A from the pack; a product may have several'}
      </p>
    </div>
  );
}
