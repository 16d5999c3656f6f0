/** A pack size at the end of a product name: '5 kg', '500 ml', '100 g', '6 pcs'. */
const PACK_SIZE = /(\d)\s+(kg|g|gm|mg|l|ltr|ml|pcs|pc|pack|nos)\b/gi;

/**
 * The name with a no-break space inside each pack size, so a narrow card wraps
 * 'Kerala Matta Rice / 5 kg', never 'Kerala Matta Rice 5 / kg'.
 */
export function keepPackSizeTogether(name: string): string {
  return name.replace(PACK_SIZE, '$1\u00a0$2');
}
