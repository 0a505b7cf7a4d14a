/**
 * The live camera of SimpleSnap (rules §8 "Tire camera: no camera; permission denied; cannot
 * switch camera; canvas unsupported"): the back camera in a video view, a button that takes the
 * frame as the photo, and a switch between the device's cameras. The frame never leaves the page.
 */
import { useEffect, useRef, useState } from 'react';
import { SNAP_MESSAGES } from './photo-checks';

type Facing = 'environment' | 'user';

function cameraProblem(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  return name === 'NotAllowedError' || name === 'SecurityError' ? SNAP_MESSAGES.permissionDenied : SNAP_MESSAGES.noCamera;
}

const stop = (stream: MediaStream | null) => {
  for (const track of stream?.getTracks() ?? []) track.stop();
};

export function CameraView({ onPhoto, onProblem }: { onPhoto: (photo: Blob) => void; onProblem: (message: string) => void }) {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [facing, setFacing] = useState<Facing>('environment');
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
    return () => stop(stream);
  }, [stream]);

  async function open(to: Facing): Promise<boolean> {
    if (!navigator.mediaDevices?.getUserMedia) {
      onProblem(SNAP_MESSAGES.noCamera);
      return false;
    }
    try {
      const opened = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: to } }, audio: false });
      setFacing(to);
      setStream(opened);
      return true;
    } catch (error) {
      onProblem(cameraProblem(error));
      return false;
    }
  }

  async function switchCamera() {
    const devices = await navigator.mediaDevices.enumerateDevices().catch(() => []);
    if (devices.filter((d) => d.kind === 'videoinput').length < 2) {
      onProblem(SNAP_MESSAGES.cannotSwitchCamera);
      return;
    }
    const current = stream;
    setStream(null);
    stop(current);
    if (!(await open(facing === 'environment' ? 'user' : 'environment'))) onProblem(SNAP_MESSAGES.cannotSwitchCamera);
  }

  function take() {
    const frame = video.current;
    if (!frame || frame.videoWidth === 0) return;
    const canvas = document.createElement('canvas');
    canvas.width = frame.videoWidth;
    canvas.height = frame.videoHeight;
    const context = canvas.getContext('2d');
    if (!context) {
      onProblem(SNAP_MESSAGES.canvasUnsupported);
      return;
    }
    context.drawImage(frame, 0, 0);
    canvas.toBlob((photo) => {
      if (!photo) {
        onProblem(SNAP_MESSAGES.canvasUnsupported);
        return;
      }
      setStream(null);
      onPhoto(photo);
    }, 'image/png');
  }

  if (!stream)
    return (
      <button type="button" className="ts-button sf-snap__camera-open" onClick={() => void open(facing)}>
        Use your camera
      </button>
    );
  return (
    <div className="sf-snap__camera">
      <video ref={video} autoPlay playsInline muted aria-label="Camera view" />
      <div className="sf-snap__camera-actions">
        <button type="button" className="ts-button ts-button--accent" onClick={take}>
          Take photo
        </button>
        <button type="button" className="ts-button" onClick={() => void switchCamera()}>
          Switch camera
        </button>
        <button type="button" className="ts-button" onClick={() => setStream(null)}>
          Close camera
        </button>
      </div>
    </div>
  );
}
