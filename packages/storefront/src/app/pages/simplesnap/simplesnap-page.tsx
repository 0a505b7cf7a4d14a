/**
 * spec storefront §2 /simplesnap (photo of tire size): the shopper photographs the tire's sidewall
 * and the size is read in the browser (read-photo.ts, loaded on the first photo), then "Shop this
 * size" goes to the size's results. A typed size (the size search form, core's parser) is always
 * there as the fallback. Nothing is uploaded. docs/simplesnap.md.
 */
import { paths, type TireSize } from '@tireshop/core';
import { SizeSearch } from '@tireshop/views';
import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode, type RefObject } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageHead } from '../../page-head';
import { Breadcrumbs, PageIntro } from '../catalogue/page-parts';
import { CameraView } from './camera-view';
import { MAX_PHOTO_MB, photoProblem, SNAP_MESSAGES } from './photo-checks';
import type { ReadProgress, ReadResult } from './read-photo';

type SnapState =
  | { kind: 'idle' }
  | { kind: 'reading'; progress: ReadProgress }
  | { kind: 'found'; sizes: TireSize[]; preview: string }
  | { kind: 'not-found'; preview: string }
  | { kind: 'problem'; message: string };

const loadReader = () => import('./read-photo');

/** An outcome: its heading takes the focus (the page moves it there), then what to do next. */
function Told({
  title,
  titleRef,
  problem,
  children,
}: {
  title: string;
  titleRef: RefObject<HTMLHeadingElement | null>;
  problem?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className={problem ? 'sf-snap__told sf-snap__told--problem' : 'sf-snap__told'}>
      <h3 ref={titleRef} tabIndex={-1}>
        {title}
      </h3>
      {children}
    </div>
  );
}

export function SimpleSnapPage() {
  const navigate = useNavigate();
  const id = useId();
  const [state, setState] = useState<SnapState>({ kind: 'idle' });
  const outcomeRef = useRef<HTMLHeadingElement>(null);
  const reading = useRef(0);

  // The OCR worker ends with the page.
  useEffect(
    () => () => {
      reading.current++;
      void loadReader().then((m) => m.stopReader());
    },
    [],
  );
  // The outcome takes the focus, so a screen reader hears it and the keyboard is next to its link.
  useEffect(() => {
    if (state.kind !== 'idle' && state.kind !== 'reading') outcomeRef.current?.focus();
  }, [state.kind]);

  async function read(photo: Blob) {
    const problem = photoProblem(photo);
    if (problem) {
      setState({ kind: 'problem', message: problem });
      return;
    }
    const run = ++reading.current;
    setState({ kind: 'reading', progress: { step: 'Loading the reader', progress: 0 } });
    let result: ReadResult;
    try {
      const reader = await loadReader();
      result = await reader.readTireSizePhoto(photo, (progress) => {
        if (reading.current === run) setState({ kind: 'reading', progress });
      });
    } catch (error) {
      console.error('[simplesnap] reading the photo failed', error);
      result = { kind: 'problem', message: SNAP_MESSAGES.readerFailed };
    }
    if (reading.current === run) setState(result.kind === 'problem' ? { kind: 'problem', message: result.message } : result);
  }

  function picked(event: ChangeEvent<HTMLInputElement>) {
    const photo = event.currentTarget.files?.[0];
    // The same file may be picked again after a failed read.
    event.currentTarget.value = '';
    if (photo) void read(photo);
  }

  const busy = state.kind === 'reading';
  return (
    <div className="sf-container">
      <PageHead
        title="SimpleSnap: find your tire size from a photo"
        description="Take a photo of your tire's sidewall and we read the size for you, right in your browser."
      />
      <Breadcrumbs items={[{ label: 'Tire sizes', to: paths.tireSizes() }, { label: 'SimpleSnap' }]} />
      <PageIntro
        title="Snap your tire's sidewall"
        lead="Take a photo of the size printed on your tire — like 225/45R17 — and we'll read it and show you tires that fit."
      />
      <section className="sf-snap" aria-labelledby={`${id}-photo`}>
        <h2 id={`${id}-photo`}>Your photo</h2>
        <ol className="sf-snap__tips">
          <li>Find the size on the sidewall: three numbers like 225/45R17.</li>
          <li>Get close, fill the photo with the size, and keep it sharp and well lit.</li>
        </ol>
        <label className="ts-button ts-button--accent sf-snap__pick" aria-disabled={busy || undefined}>
          <input
            className="sf-snap__file"
            type="file"
            accept="image/*"
            capture="environment"
            onChange={picked}
            disabled={busy}
            aria-describedby={`${id}-privacy`}
          />
          Take or choose a photo
        </label>
        {!busy && <CameraView onPhoto={(photo) => void read(photo)} onProblem={(message) => setState({ kind: 'problem', message })} />}
        <p className="sf-snap__privacy" id={`${id}-privacy`}>
          Your photo stays on your device: it is read in your browser and never uploaded. Photos up to {MAX_PHOTO_MB} MB.
        </p>
        <div className="sf-snap__outcome" role="status" aria-live="polite">
          {state.kind === 'reading' && (
            <div className="sf-snap__reading">
              <p>{state.progress.step}…</p>
              <progress max={1} value={state.progress.progress} aria-label={state.progress.step} />
            </div>
          )}
          {state.kind === 'found' && (
            <Told title="We found your tire size" titleRef={outcomeRef}>
              <ul className="sf-snap__sizes">
                {state.sizes.map((size) => (
                  <li key={size.sizeKey}>
                    <span className="sf-snap__size">{size.sizeKey}</span>
                    <Link className="ts-button ts-button--accent" to={paths.tireSize(size.slug)}>
                      Shop this size<span className="ts-visually-hidden"> ({size.sizeKey})</span>
                    </Link>
                  </li>
                ))}
              </ul>
              <p>Not right? Take another photo, or type your size below.</p>
            </Told>
          )}
          {state.kind === 'not-found' && (
            <Told title={SNAP_MESSAGES.notFound} titleRef={outcomeRef} problem>
              <p>Try again closer to the size with more light, or type the size below.</p>
            </Told>
          )}
          {state.kind === 'problem' && <Told title={state.message} titleRef={outcomeRef} problem />}
        </div>
        {(state.kind === 'found' || state.kind === 'not-found') && (
          <img className="sf-snap__preview" src={state.preview} alt="Your photo, as it was read (in black and white)" />
        )}
      </section>
      <section className="sf-snap sf-snap--typed" aria-labelledby={`${id}-typed`}>
        <h2 id={`${id}-typed`}>Or type your size</h2>
        <SizeSearch label="Tire size" onSearch={(size) => navigate(paths.tireSize(size.slug))} />
      </section>
    </div>
  );
}
