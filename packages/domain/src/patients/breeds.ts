// Breed lists of the patient wizard (spec 3 §3 Patient): Brazilian dog and cat breeds, both starting
// with 'Não informado' and 'Sem Raça Definida', then alphabetical. Names as Brazilian clinics write them.
import { ANIMAL, type AnimalId } from '../platform/enums.js';

const FIRST = ['Não informado', 'Sem Raça Definida'] as const;

const sorted = (names: string[]) => [...FIRST, ...names.sort((a, b) => a.localeCompare(b, 'pt-BR'))];

export const DOG_BREEDS: readonly string[] = sorted([
  'Affenpinscher', 'Afghan Hound', 'Airedale Terrier', 'Akita Americano', 'Akita Inu', 'Basenji', 'Basset Hound',
  'Beagle', 'Bearded Collie', 'Bichon Frisé', 'Bichon Havanês', 'Bloodhound', 'Boiadeiro Australiano',
  'Boiadeiro Bernês', 'Border Collie', 'Border Terrier', 'Borzoi', 'Boston Terrier', 'Boxer', 'Braco Alemão',
  'Buldogue Americano', 'Buldogue Campeiro', 'Buldogue Francês', 'Buldogue Inglês', 'Bull Terrier', 'Bullmastiff',
  'Cane Corso', 'Cavalier King Charles Spaniel', 'Chihuahua', 'Chow Chow', 'Cocker Spaniel Americano',
  'Cocker Spaniel Inglês', 'Collie', 'Coton de Tulear', 'Dachshund', 'Dálmata', 'Dobermann', 'Dogo Argentino',
  'Dogue Alemão', 'Dogue de Bordeaux', 'Fila Brasileiro', 'Fox Paulistinha', 'Fox Terrier', 'Galgo Inglês',
  'Golden Retriever', 'Husky Siberiano', 'Jack Russell Terrier', 'Labrador Retriever', 'Lhasa Apso', 'Lulu da Pomerânia',
  'Malamute do Alasca', 'Maltês', 'Mastiff', 'Mastim Napolitano', 'Pastor Alemão', 'Pastor Australiano',
  'Pastor Belga Malinois', 'Pastor de Shetland', 'Pastor Suíço', 'Pequinês', 'Pinscher Miniatura', 'Pit Bull',
  'Podengo Português', 'Poodle Médio', 'Poodle Miniatura', 'Poodle Standard', 'Poodle Toy', 'Pug', 'Rottweiler',
  'Samoieda', 'São Bernardo', 'Schnauzer Gigante', 'Schnauzer Miniatura', 'Schnauzer Standard', 'Setter Irlandês',
  'Shar-Pei', 'Shiba Inu', 'Shih Tzu', 'Spitz Alemão', 'Staffordshire Bull Terrier', 'Terra-Nova',
  'Terrier Brasileiro', 'Weimaraner', 'Welsh Corgi Pembroke', 'West Highland White Terrier', 'Whippet',
  'Yorkshire Terrier',
]);

export const CAT_BREEDS: readonly string[] = sorted([
  'Abissínio', 'American Curl', 'American Shorthair', 'Angorá Turco', 'Azul Russo', 'Balinês', 'Bengal',
  'Birmanês', 'Bombaim', 'British Longhair', 'British Shorthair', 'Burmilla', 'Chartreux', 'Cornish Rex',
  'Devon Rex', 'Exótico', 'Himalaio', 'Maine Coon', 'Manx', 'Mau Egípcio', 'Munchkin', 'Norueguês da Floresta',
  'Ocicat', 'Oriental', 'Persa', 'Ragamuffin', 'Ragdoll', 'Sagrado da Birmânia', 'Savannah', 'Scottish Fold',
  'Selkirk Rex', 'Siamês', 'Siberiano', 'Singapura', 'Snowshoe', 'Somali', 'Sphynx', 'Tonquinês', 'Toyger',
  'Van Turco',
]);

export function breedsFor(species: AnimalId): readonly string[] {
  return species === ANIMAL.DOG ? DOG_BREEDS : CAT_BREEDS;
}
