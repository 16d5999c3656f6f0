import { ROOT_CODE } from './customer-forms';

/** SPEC: a customer without a parent is directly under the shop, A100. */
export function ParentCode({ code }: { code: string | null }) {
  return code ? <span>{code}</span> : <span className="text-sand-700">{ROOT_CODE}</span>;
}
