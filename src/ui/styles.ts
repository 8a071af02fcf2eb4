// The panel's stylesheets. Entry points import this; components do not, so they also load in Node
// (server rendering, the CLI's `render`, benchmarks) where a .css import cannot be evaluated.
import './panel.css';
import './rich-text/rich-text.css';
import './bulk.css';
