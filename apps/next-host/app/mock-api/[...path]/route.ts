import { createMockApiHandler } from '@shell/root/mocks';

// The shell's mock API in this app's own server, in `next dev` and `next start` alike: the shell
// calls `<origin>/mock-api/<site>/…`, the `shell_mock_user` cookie signs a user in.
const handle = createMockApiHandler({ basePath: '/mock-api', latencyMs: Number(process.env.SHELL_MOCK_LATENCY_MS ?? 0) });

export const dynamic = 'force-dynamic';
export const GET = handle;
export const POST = handle;
