// The media module's door (decision 014): other modules resolve pictures by key through here.
export { forgetImages, mediaKeys, resolveImages } from './resolve.ts';
// The staff console's image library (issue 20; decision 037): other areas place a library crop under
// their own key (a partner's logo, an offer's cover) in their transaction; the rest store its key.
export { useLibraryCrop } from './library-service.ts';
export { copyMedia, mediaExists } from './repository.ts';
