import type { Toast } from '#client/components/ui/admin-toast';

/** Área, Categoría and Subcategoría are all feminine: one wording fits the three. */
export const taxonomyToasts = {
  saved: (noun: string, created: boolean): Toast => ({
    severity: 'success',
    message: `${noun} ${created ? 'creada' : 'guardada'}`,
  }),
  deleted: (name: string): Toast => ({ severity: 'success', message: `Se eliminó "${name}"` }),
  moved: (name: string, position: number): Toast => ({
    severity: 'success',
    message: `"${name}" quedó en la posición ${position}`,
  }),
};
