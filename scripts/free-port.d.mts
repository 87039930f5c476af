/** A port on loopback that nobody listens on right now. */
export function freePort(): Promise<number>;
