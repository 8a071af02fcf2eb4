// The UI imports its stylesheets (`import './panel.css'`), which Node cannot load. `render` only
// needs the markup, so .css files become empty modules. Imported first by cli/index.ts; the UI
// itself must then be imported dynamically, since static imports are all loaded before any runs.
import { register } from 'node:module';

const hooks = `
export async function load(url, context, nextLoad) {
  if (new URL(url).pathname.endsWith('.css')) return { format: 'module', source: '', shortCircuit: true };
  return nextLoad(url, context);
}
`;

register(`data:text/javascript,${encodeURIComponent(hooks)}`);
