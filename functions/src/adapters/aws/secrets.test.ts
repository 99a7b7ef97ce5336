import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadSecrets, parseSecret, resetSecrets } from './secrets';

const sm = new SecretsManagerClient({
  region: 'eu-west-2',
  credentials: { accessKeyId: 'a', secretAccessKey: 'b' },
});
const smMock = mockClient(sm);
const STRIPE_ARN = 'arn:aws:secretsmanager:eu-west-2:123456789012:secret:fairreply/stripe-AbCdEf';
const ANTHROPIC_ARN = 'arn:aws:secretsmanager:eu-west-2:123456789012:secret:fairreply/anthropic-GhIjKl';

beforeEach(() => {
  smMock.reset();
  resetSecrets();
  smMock
    .on(GetSecretValueCommand, { SecretId: STRIPE_ARN })
    .resolves({
      SecretString: JSON.stringify({
        STRIPE_SECRET_KEY: 'sk_live_x',
        STRIPE_PUBLISHABLE_KEY: 'pk_live_y',
        STRIPE_WEBHOOK_SECRET: 'whsec_z',
        'bad-name': 'n',
      }),
    })
    .on(GetSecretValueCommand, { SecretId: ANTHROPIC_ARN })
    .resolves({ SecretString: 'sk-ant-123\n' });
});

describe('loadSecrets', () => {
  it('reads every *_SECRET_ARN secret into the environment, once per container', async () => {
    const env: NodeJS.ProcessEnv = {
      STRIPE_SECRET_ARN: STRIPE_ARN,
      ANTHROPIC_SECRET_ARN: ANTHROPIC_ARN,
      TABLE_NAME: 't',
    };
    await Promise.all([loadSecrets(env, sm), loadSecrets(env, sm)]);
    await loadSecrets(env, sm);
    expect(env).toMatchObject({
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_y',
      STRIPE_WEBHOOK_SECRET: 'whsec_z',
      ANTHROPIC_API_KEY: 'sk-ant-123',
    });
    expect(env['bad-name']).toBeUndefined();
    const ids = smMock.commandCalls(GetSecretValueCommand).map((c) => c.args[0].input.SecretId);
    expect(ids.sort()).toEqual([ANTHROPIC_ARN, STRIPE_ARN].sort());
  });

  it('does nothing without secret ARNs, and never overwrites a variable already set', async () => {
    await loadSecrets({ TABLE_NAME: 't' }, sm);
    expect(smMock.calls()).toHaveLength(0);
    resetSecrets();
    const env: NodeJS.ProcessEnv = { STRIPE_SECRET_ARN: STRIPE_ARN, STRIPE_SECRET_KEY: 'sk_test_override' };
    await loadSecrets(env, sm);
    expect(env.STRIPE_SECRET_KEY).toBe('sk_test_override');
    expect(env.STRIPE_PUBLISHABLE_KEY).toBe('pk_live_y');
  });

  it('retries on the next call after a failure', async () => {
    smMock
      .on(GetSecretValueCommand, { SecretId: STRIPE_ARN })
      .rejectsOnce(new Error('throttled'))
      .resolves({ SecretString: '{"STRIPE_SECRET_KEY":"sk"}' });
    const env: NodeJS.ProcessEnv = { STRIPE_SECRET_ARN: STRIPE_ARN };
    await expect(loadSecrets(env, sm)).rejects.toThrow('throttled');
    await loadSecrets(env, sm);
    expect(env.STRIPE_SECRET_KEY).toBe('sk');
  });
});

describe('parseSecret', () => {
  it('maps plain strings to the default variable and skips empty values', () => {
    expect(parseSecret('ANTHROPIC_SECRET_ARN', 'k')).toEqual({ ANTHROPIC_API_KEY: 'k' });
    expect(parseSecret('OTHER_SECRET_ARN', 'v')).toEqual({ OTHER: 'v' });
    expect(parseSecret('STRIPE_SECRET_ARN', '  ')).toEqual({});
    expect(parseSecret('STRIPE_SECRET_ARN', '{"STRIPE_SECRET_KEY":""}')).toEqual({ STRIPE_SECRET_KEY: '' });
  });
});
