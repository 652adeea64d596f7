import { BrowserRouter, Route, Routes } from 'react-router';
import { SportsPage } from './SportsPage';

/** Inner routing of the sports remote; the shell's route table sends these paths here. */
export function SportsRoutes() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/sports/*" element={<SportsPage />} />
        <Route path="/esportes" element={<SportsPage />} />
        <Route path="/calendar/*" element={<SportsPage />} />
        <Route path="*" element={<SportsPage />} />
      </Routes>
    </BrowserRouter>
  );
}
