/** The transparent 1×1 GIF (42 bytes) the analytics pixel and the ad-blocker probe answer. */
export const PIXEL_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
