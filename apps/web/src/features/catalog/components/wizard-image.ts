/** One picture of the product being edited: already on the server, uploading, or failed. */
export interface WizardImage {
  key: string;
  status: 'uploading' | 'done' | 'error';
  /** server id once uploaded */
  id?: string;
  /** what to show: a local preview while uploading, the server thumbnail afterwards */
  src: string;
  name: string;
  progress: number;
  error?: string;
  file?: File;
}

export function imageFromServer(img: { id: string; thumbUrl: string }): WizardImage {
  return { key: img.id, status: 'done', id: img.id, src: img.thumbUrl, name: '', progress: 1 };
}
