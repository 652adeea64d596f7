/** See precompile-messages.mjs. */
export function precompileMessages(source: string): string;
export default function loader(source: string): string;
