/** What backup and restore say about the images when they live in a bucket (S3_BUCKET). */
export const bucketNotice = (bucket: string) =>
  `  Las imágenes están en el bucket S3 «${bucket}» y no se copian en este archivo: ` +
  'se respaldan en el propio bucket (versionado o replicación; ver docs/deploy.md).';
