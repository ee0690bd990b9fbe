import { anyMessage as message } from '@vetor/domain/management/management.messages';
import { PHOTO_MAX_BYTES, PHOTO_TYPES } from '@vetor/domain/management/management.schemas';
import { managementApi } from './api/management-api';

// One photo from the editor's computer to the file store (POST /management/temporaries/photos):
// the carousel editor and the news and ad forms send images the same way.

function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('Erro ao ler arquivo'));
    reader.readAsDataURL(file);
  });
}

/** The stored photo's URL; refuses (with the pt-BR message) a type or size the server would refuse. */
export async function uploadPhoto(file: File, path: string): Promise<string> {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(ext in PHOTO_TYPES) || file.size > PHOTO_MAX_BYTES) throw new Error(message('PHOTO_INVALID'));
  const data = await readDataUrl(file);
  const stored = await managementApi.uploadPhoto({ name: file.name, base64FileExtension: ext, file: data, path });
  return stored.url;
}
