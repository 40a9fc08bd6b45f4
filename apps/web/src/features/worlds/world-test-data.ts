// The worlds feature's tests share the generated world with other features' tests (test/generated-world.ts).
export { firstNpcName, generatedWorld } from '../../test/generated-world';
