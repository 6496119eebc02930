// What the report page takes from the browser, replaceable for stories: the clock (presets
// resolve against it, the calendar's window ends at its today) and the CSV download. Stories fix
// the clock so "yesterday" and the screenshots stay the same every day, and catch the file.
import { createContext, useContext, type ReactNode } from 'react';

export interface ReportEnvironment {
  now: () => number;
  /** Saves a CSV text as a file. */
  download: (fileName: string, text: string) => void;
}

function downloadInBrowser(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click starts the download synchronously; the object URL can go after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

const defaultEnvironment: ReportEnvironment = { now: Date.now, download: downloadInBrowser };
const ReportEnvironmentContext = createContext<ReportEnvironment>(defaultEnvironment);

export function ReportEnvironmentProvider({
  children,
  ...environment
}: Partial<ReportEnvironment> & { children: ReactNode }) {
  return (
    <ReportEnvironmentContext.Provider value={{ ...defaultEnvironment, ...environment }}>
      {children}
    </ReportEnvironmentContext.Provider>
  );
}

export function useReportEnvironment(): ReportEnvironment {
  return useContext(ReportEnvironmentContext);
}
