export declare function printReport(results: {
  runs: number;
  figures: Record<string, Record<string, number>>;
}): { met: number; marked: number };
