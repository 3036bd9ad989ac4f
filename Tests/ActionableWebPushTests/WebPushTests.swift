// Tests of ActionableWebPush (in progress).
