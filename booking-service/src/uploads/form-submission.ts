import type { CaptchaService } from '../captcha/captcha-service.js';
import type { Database } from '../db/connect.js';
import type { FileStore } from '../storage/file-store.js';
import { checkImages, removeImages, storeImages, type StoredImage } from './image-pipeline.js';

export interface FormSubmissionDeps {
  db: Database;
  store: FileStore;
  captcha: Pick<CaptchaService, 'verify'>;
}

/**
 * The order every form with images follows, cheapest refusal first: the images are checked
 * (content and canvas, headers only), then the captcha is spent, then the images are encoded
 * and stored, and only then is the form written with its mails in one transaction. No image is
 * encoded for a request without a solved captcha; a failure after the images were stored
 * removes them, so no file outlives a form that was not kept.
 */
export async function submitWithImages({
  deps,
  files,
  folder,
  captcha,
  write,
}: {
  deps: FormSubmissionDeps;
  files: Buffer[];
  folder: string;
  captcha: string;
  write: (tx: Database, images: StoredImage[]) => Promise<string>;
}): Promise<string> {
  const checked = await checkImages(files);
  await deps.captcha.verify(captcha);
  const images = await storeImages(deps.store, folder, checked);
  try {
    return await deps.db.transaction((tx) => write(tx, images));
  } catch (error) {
    await removeImages(deps.store, images);
    throw error;
  }
}
