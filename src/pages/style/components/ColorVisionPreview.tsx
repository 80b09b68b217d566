// The whole picture as seen with protanopia, deuteranopia and tritanopia: a copy of the picture's SVG as an image, seen
// through an SVG colour-matrix filter built from culori's simulation matrices (no colour maths of ours).
import { useId } from 'react';
import { VISION_DEFICIENCIES, deficiencyMatrix } from '../brandPalette';
import { useT } from '../../../i18n/react';

/** The filters' ids; one filter set per page, referenced from style.css. */
export const VISION_FILTER_ID = (name: string) => `style-vision-${name}`;

/** Drawn once: the three filters the images use (an SVG of no size, kept in the layout so the filters work). */
export function ColorVisionFilters() {
  return (
    <svg className="style-vision__filters" aria-hidden="true" focusable="false" width="0" height="0">
      {VISION_DEFICIENCIES.map(({ name }) => (
        <filter key={name} id={VISION_FILTER_ID(name)} colorInterpolationFilters="sRGB">
          <feColorMatrix type="matrix" values={deficiencyMatrix(name).join(' ')} />
        </filter>
      ))}
    </svg>
  );
}

/** `pictureUrl`: the picture's SVG as a data: URL (an image never runs the markup's scripts), null while there is none. */
export function ColorVisionPreview({ pictureUrl }: { pictureUrl: string | null }) {
  const t = useT();
  const id = useId();
  return (
    <section className="style-vision" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="style-page__heading">
        {t('style.vision.title')}
      </h2>
      <p className="style-field__note">{t('style.vision.intro')}</p>
      <ColorVisionFilters />
      {pictureUrl === null ? (
        <p className="status-line">{t('style.vision.waiting')}</p>
      ) : (
        <ul className="style-vision__pictures">
          {VISION_DEFICIENCIES.map(({ name }) => (
            <li key={name}>
              <figure>
                <img
                  className={`style-vision__picture style-vision__picture--${name}`}
                  src={pictureUrl}
                  alt={t('style.vision.alt', { deficiency: t(`style.vision.${name}`) })}
                />
                <figcaption>{t(`style.vision.${name}.caption`)}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
