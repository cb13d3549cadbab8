export { CountdownButton, type CountdownButtonProps } from './CountdownButton';
export { secondsLeft, newDeadline, countdownPhase, msToNextTick, type CountdownPhase } from './countdown';
