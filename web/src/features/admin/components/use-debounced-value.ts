/** The admin lists' debounced search value: the shared hook (lib/use-debounced-value.ts). */
export { useDebouncedValue } from '@/lib/use-debounced-value';
