import { imageMimeTypes } from '@stayvn/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { CloseIcon, ImageIcon } from '@/components/ui/icons';
import { imageFileProblem } from '@/lib/image-file';
import { addImages, imagesProblemText } from '../utils/form-values';
import styles from './forms.module.css';

/** A chosen image, with the object URL of its thumbnail and a key for the list. */
export type PickedImage = { file: File; url: string; key: number };

/** A form's images: the list, its files to send, and the picker's change (with its refusal). */
export function useFormImages(setError: (problem: string | undefined) => void) {
  const [images, setImages] = useState<PickedImage[]>([]);
  return {
    images,
    files: () => images.map((image) => image.file),
    clear: () => setImages([]),
    onChange: (next: PickedImage[], problem: string | undefined) => {
      setImages(next);
      setError(problem);
    },
  };
}

let lastKey = 0;
const picked = (file: File): PickedImage => ({ file, url: URL.createObjectURL(file), key: (lastKey += 1) });

/**
 * The images of a form (spec §5): jpeg, png, gif, tiff or bmp under 2.5 MB, at most `max`, each
 * shown as a thumbnail with a remove button. A file of another type or size, or one too many,
 * is left out with the spec's `file_image_maximum` text (`onChange`'s second argument); the
 * service checks them again.
 */
export function ImagePicker({
  label,
  images,
  max,
  error,
  onChange,
}: {
  label: string;
  images: readonly PickedImage[];
  max: number;
  /** The translated error (the picker's own refusal or the service's). */
  error?: string;
  onChange: (images: PickedImage[], problem: string | undefined) => void;
}) {
  const intl = useIntl();
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  // Thumbnails' object URLs are let go once their image leaves the list, and all at the end.
  const shown = useRef(new Set<string>());
  useEffect(() => {
    const now = new Set(images.map((image) => image.url));
    for (const url of shown.current) if (!now.has(url)) URL.revokeObjectURL(url);
    shown.current = now;
  }, [images]);
  useEffect(() => {
    const urls = shown;
    return () => {
      for (const url of urls.current) URL.revokeObjectURL(url);
    };
  }, []);
  const full = images.length >= max;

  return (
    <div
      className={styles.picker}
      role="group"
      aria-labelledby={labelId}
      aria-describedby={error ? `${hintId} ${errorId}` : hintId}
      data-testid="image-picker"
      data-count={images.length}
    >
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <p id={hintId} className={styles.hint}>
        {intl.formatMessage({ id: 'forms.images.hint' }, { max })}
      </p>
      {images.length > 0 ? (
        <ul className={styles.previews}>
          {images.map((image, index) => (
            <li key={image.key} className={styles.preview} data-testid="image-preview">
              <img
                className={styles.previewImage}
                src={image.url}
                alt={intl.formatMessage(
                  { id: 'forms.images.preview' },
                  { index: index + 1, name: image.file.name },
                )}
              />
              <button
                type="button"
                className={styles.previewRemove}
                aria-label={intl.formatMessage({ id: 'forms.images.remove' }, { index: index + 1 })}
                onClick={() =>
                  onChange(
                    images.filter((other) => other !== image),
                    undefined,
                  )
                }
                data-testid="image-remove"
              >
                <CloseIcon size={14} strokeWidth={2.5} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.pickerActions}>
        <FileTrigger
          acceptedFileTypes={[...imageMimeTypes]}
          allowsMultiple
          onSelect={(list) => {
            if (!list) return;
            const { images: added, refused } = addImages(
              [],
              Array.from(list),
              max - images.length,
              imageFileProblem,
            );
            // Every violation, a type, a size or one image too many, is the spec's one
            // `file_image_maximum` (§5), said with this form's numbers.
            const problem = refused ? imagesProblemText(intl, max) : undefined;
            onChange([...images, ...added.map(picked)], problem);
          }}
        >
          <Button variant="secondary" isDisabled={full} data-testid="image-add">
            <ImageIcon size={16} />
            {intl.formatMessage({ id: 'forms.images.add' })}
          </Button>
        </FileTrigger>
        <span className={styles.hint} aria-live="polite">
          {intl.formatMessage({ id: 'forms.images.count' }, { count: images.length, max })}
        </span>
      </div>
      {error ? (
        <p id={errorId} className={styles.error} role="alert" data-testid="image-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
