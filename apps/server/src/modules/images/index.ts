// The front door of images: the domain (use cases, read models, types) that code outside the module imports; its GraphQL and REST are behind graphql.ts (checked by dependency-cruiser).
export { assertClubImageUrlOrNone } from './find-image.js';
export { detectImageType } from './image-type.js';
