// The storefront's labelled form control, shared with the tailoring forms
// from src/lib.
export { errorId, Field, inputClass, invalidProps } from '@/lib/form-field';
