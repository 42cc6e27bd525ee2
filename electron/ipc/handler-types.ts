// A handler per method: takes the input as its schema parsed it, answers the method's output.
import type { IpcMethod, IpcOutput, IpcParsedInput } from '../../shared/ipc';
import type { DispatchContext } from './dispatch-context';

export type Handler<M extends IpcMethod> = (input: IpcParsedInput<M>, context: DispatchContext) => Promise<IpcOutput<M>> | IpcOutput<M>;

export type HandlerTable<K extends IpcMethod> = { [M in K]: Handler<M> };
