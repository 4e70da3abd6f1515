export function compressAssets(assetsDir: string): Promise<void>;
