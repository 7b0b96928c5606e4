/** A 1×1 AVIF picture (279 bytes, made with sharp): decoding it tells whether the browser shows AVIF. */
const ONE_PIXEL =
  'data:image/avif;base64,AAAAHGZ0eXBhdmlmAAAAAG1pZjFhdmlmbWlhZgAAANZtZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAAACJpbG9jAAAAAERAAAEAAQAAAAAA+gABAAAAAAAAAB0AAAAjaWluZgAAAAAAAQAAABVpbmZlAgAAAAABAABhdjAxAAAAAA5waXRtAAAAAAABAAAAVmlwcnAAAAA4aXBjbwAAAAxhdjFDgSACAAAAABRpc3BlAAAAAAAAAAEAAAABAAAAEHBpeGkAAAAAAwgICAAAABZpcG1hAAAAAAAAAAEAAQOBAgMAAAAlbWRhdBIACgc4AAaQENBpMhAZQmMEwAA0AACQQMkcYIpq';

let support: Promise<boolean> | undefined;

/** Whether this browser shows AVIF pictures (asked once, from a picture in the page itself: no download). */
export function avifSupported(): Promise<boolean> {
  support ??=
    typeof Image === 'undefined'
      ? Promise.resolve(false)
      : new Promise((resolve) => {
          const img = new Image();
          img.onload = () => resolve(img.width > 0);
          img.onerror = () => resolve(false);
          img.src = ONE_PIXEL;
        });
  return support;
}
