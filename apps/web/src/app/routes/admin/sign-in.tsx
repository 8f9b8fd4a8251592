// /admin/sign-in: the console's door, open to anyone (decision 030); never server-rendered or cached.
export { StaffSignIn as AdminSignInRoute } from '../../../features/admin/shell/sign-in.tsx';
