import { ThemeProvider } from '@console/ui';

/** The app shell. Routes, guards and screens arrive with the app issue. */
export function App() {
  return (
    <ThemeProvider>
      <main>
        <h1>Deliverability console</h1>
      </main>
    </ThemeProvider>
  );
}
