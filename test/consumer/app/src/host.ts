// A page of the app with a bell that opens the app's own iframe app (panel.html) through the host
// SDK. The consumer test serves both from one loopback origin and passes its local platform on
// with `?api=`, which only a loopback panel honours.
import { mountNotesPanel } from 'notes-panel/host';

const container = document.getElementById('notifications');
const bell = document.getElementById('bell');
if (!container || !bell) throw new Error('host.html lacks #notifications or #bell');
const panel = mountNotesPanel({ container, src: `/panel.html${location.search}`, badge: document.getElementById('badge'), toggleButton: bell });
bell.addEventListener('click', () => panel.toggle());
