/** SPEC §5: the exact rejection when no device id can be made. */
export const DEVICE_ID_ERROR = 'Could not generate a device id';

let cached: Promise<string> | null = null;

/**
 * The `deviceid` header: a browser fingerprint (@fingerprintjs/fingerprintjs), loaded only when
 * someone signs in so the landing page stays light.
 */
export function getDeviceId(): Promise<string> {
  cached ??= (async () => {
    try {
      const FingerprintJS = (await import('@fingerprintjs/fingerprintjs')).default;
      const agent = await FingerprintJS.load();
      const { visitorId } = await agent.get();
      if (!visitorId) throw new Error('empty fingerprint');
      return visitorId;
    } catch {
      cached = null;
      throw new Error(DEVICE_ID_ERROR);
    }
  })();
  return cached;
}
