export { ApiKeys, type ApiKeysProps, type ApiKeyItem, type ApiKeysErrorKey, type NewApiKey } from './ApiKeys';
