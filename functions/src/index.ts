// Only re-exports: one exported function per file under src/<area>/.
export { api } from './api/api';
