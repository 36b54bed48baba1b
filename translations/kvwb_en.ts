<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>kvwb::ComparePage</name>
    <message numerus="yes">
        <source> - replaying %n budget(s) exactly...</source>
        <translation>
            <numerusform> - replaying %n budget exactly...</numerusform>
            <numerusform> - replaying %n budgets exactly...</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kvwb::JobStatusWidget</name>
    <message numerus="yes">
        <source>about %n s left</source>
        <translation>
            <numerusform>about %n s left</numerusform>
            <numerusform>about %n s left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kvwb::MainWindow</name>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 and %n more</numerusform>
            <numerusform>%1 and %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kvwb::ModelPanel</name>
    <message numerus="yes">
        <source>%n draft layer(s)</source>
        <translation>
            <numerusform>%n draft layer</numerusform>
            <numerusform>%n draft layers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kvwb::TracePanel</name>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 and %n more</numerusform>
            <numerusform>%1 and %n more</numerusform>
        </translation>
    </message>
</context>
</TS>
