import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// A partner writes `import 'payroll-kit/styles.css'`; the demo runs against the source tree.
import '../src/styles.css';
import './demo.css';
import { App } from './App';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
