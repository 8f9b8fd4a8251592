// The media module's door (decision 014): other modules resolve pictures by key through here.
export { forgetImages, mediaKeys, resolveImages } from './resolve.ts';
export { copyMedia, mediaExists } from './repository.ts';
