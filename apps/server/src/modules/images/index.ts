// The front door of images: the only file that code outside the module imports (checked by dependency-cruiser).
export { assertClubImageUrlOrNone } from './find-image.js';
export { imagesRoute } from './images.route.js';
