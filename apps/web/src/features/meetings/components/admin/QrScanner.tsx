import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { decodeQr } from '../../lib/qr-decode.ts';

/**
 * The phone's camera in a dialog, reading QR codes a few times a second until one is seen; the
 * text goes to `onCode` and the camera stops. Without a camera (or permission) it says so.
 */
export function QrScanner(props: {
  opened: boolean;
  onClose: () => void;
  onCode: (code: string) => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { opened, onCode } = props;

  useEffect(() => {
    if (!opened) return;
    let stream: MediaStream | null = null;
    let timer = 0;
    let done = false;
    const canvas = document.createElement('canvas');
    const look = async () => {
      const v = video.current;
      if (done || !v || v.readyState < 2) return;
      canvas.width = v.videoWidth;
      canvas.height = v.videoHeight;
      canvas.getContext('2d')!.drawImage(v, 0, 0);
      const code = await decodeQr(canvas);
      if (code && !done) {
        done = true;
        onCode(code);
      }
    };
    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
        if (done) return;
        if (video.current) {
          video.current.srcObject = stream;
          await video.current.play().catch(() => undefined);
        }
        timer = window.setInterval(() => void look(), 250);
      } catch {
        setProblem('The camera could not be opened. Allow camera access, or read a photo instead.');
      }
    })();
    return () => {
      done = true;
      window.clearInterval(timer);
      stream?.getTracks().forEach((t) => t.stop());
      setProblem(null);
    };
  }, [opened, onCode]);

  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Scan a check-in code" centered>
      <Stack gap="sm">
        {problem ? (
          <Alert color="orange" variant="light" role="alert">
            {problem}
          </Alert>
        ) : (
          <video
            ref={video}
            muted
            playsInline
            aria-label="Camera view: hold the QR code in front of the camera"
            style={{ width: '100%', borderRadius: 8, background: '#000' }}
          />
        )}
        <Text size="sm" c="dimmed">
          Hold the participant’s QR code (on their agenda) in front of the camera.
        </Text>
        <Button variant="default" onClick={props.onClose}>
          Close
        </Button>
      </Stack>
    </Modal>
  );
}
