// The bulk toolbar's chunk (src/ui/views.tsx): the view and its stylesheet, which the list
// does not need until a note is ticked.
import './bulk-toolbar.css';

export { BulkToolbar } from './BulkToolbar.tsx';
