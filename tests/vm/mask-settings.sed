# Extra masks for the settings scenario: its connections are seconds old,
# so rate control is still choosing the bit rate.
s/\(Bit Rate[:=]\)[0-9.]* [kMG]b\/s/\1# Mb\/s/
