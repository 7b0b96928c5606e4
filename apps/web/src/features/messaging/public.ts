// The public face of features/messaging: what other features may import (checked by scripts/check-imports.mjs).
// Route pages are not here: the router in app/ loads them lazily, straight from pages/.
export { AttachmentPicker } from './components/attachment-picker';
export { ConversationsTab } from './components/conversations-tab';
export { InquiryForm } from './components/inquiry-form';
