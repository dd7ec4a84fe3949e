import type { Config } from '@react-router/dev/config';

// Framework mode with server rendering (React Router's default, written out).
export default { ssr: true } satisfies Config;
