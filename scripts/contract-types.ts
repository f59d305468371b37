// `npm run contract:types`: regenerates contract/wire.gen.ts and contract/food-fields.gen.ts from contract/openapi.yaml.
import { writeWireTypes } from '../contract/wire-types';

await writeWireTypes();
console.log('contract/wire.gen.ts and contract/food-fields.gen.ts written from contract/openapi.yaml');
