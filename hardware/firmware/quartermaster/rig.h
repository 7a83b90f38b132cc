// The rig's main program: setup() and loop() for the Arduino core (see quartermaster.ino).
#pragma once
#define QM_FIRMWARE_VERSION "1.2.1"
// Protocol 2 adds the user pins (MODE, DW, PWM, TONE, PIN) to protocol 1; protocol 3 the READS line.
#define QM_PROTOCOL "3"
// The board name in HELLO, from the define every Arduino build system sets for the board.
#if defined(ARDUINO_AVR_UNO)
#define QM_BOARD "uno"
#else
#define QM_BOARD "nano"
#endif
