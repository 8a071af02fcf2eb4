// The open note's chunk (src/ui/views.tsx): the view and the rich text's stylesheet, which the
// list does not need, so the first open loads neither.
import './detail.css';
import './rich-text/rich-text.css';

export { NoteDetail } from './NoteDetail.tsx';
