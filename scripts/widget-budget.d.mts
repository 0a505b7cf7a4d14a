export interface FileSize {
  file: string;
  bytes: number;
  gzipBytes: number;
}
export interface WidgetSizes {
  loader: FileSize;
  /** Each widget's first-results set: its files (entry first); gzipBytes counts the loader too. */
  widgets: { name: string; files: FileSize[]; gzipBytes: number }[];
  lazy: FileSize[];
}
export interface WidgetBudgets {
  loader: number;
  /** Per widget name, with a default for the others. */
  firstResults: { default: number } & Record<string, number>;
}
export const WIDGET_BUDGETS: WidgetBudgets;
export const MANIFEST: string;
export function widgetSizes(dir: string): WidgetSizes;
export function overBudget(sizes: WidgetSizes, budgets?: WidgetBudgets): string[];
